import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineChart } from '../../scripts/statecharts/mermaid.ts';
import { MACHINES } from '../../src/application/machines/machine-catalog.ts';

describe('state charts for analysts', () => {
  for (const [id, machine] of Object.entries(MACHINES)) {
    it(`docs/statecharts/${id}.md is current (run npm run charts when it is not)`, () => {
      const committed = readFileSync(join(import.meta.dirname, '../../docs/statecharts', `${id}.md`), 'utf8');
      expect(committed).toBe(machineChart(machine));
    });
  }

  it('draws every state and every outside event of a machine', () => {
    const chart = machineChart(MACHINES.checkout);
    // The whole purchase: the offer, the hand-off of each kind, the confirmation on /paystatus and every outcome.
    const states = ['noOrder', 'loadingOffer', 'offerFailed', 'planUnavailable', 'blocked', 'ready', 'signingUp', 'prepurchasing', 'purchasing', 'redirecting', 'inOverlay', 'handedOver'];
    for (const state of [...states, 'confirming', 'waitingForResult', 'stillPending', 'succeeded', 'failed', 'cancelled']) {
      expect(chart).toContain(`state "${state}" as checkout_${state}`);
    }
    expect(chart).toContain('checkout_ready --> checkout_ensuringAccount : user.buy');
    expect(chart).toContain('checkout_inOverlay --> checkout_handedOver : provider.completed');
    expect(chart).toContain('checkout_waitingForResult --> checkout_confirming : after resultPoll');
    expect(chart).toContain('`resultPoll` = 3000 ms');
  });
});
