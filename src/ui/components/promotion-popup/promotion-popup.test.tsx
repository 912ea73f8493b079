import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../../tests/support/render-ui.tsx';
import { colourSegments } from '../../../domain/index.ts';
import { promotionColour, type PromotionColour } from './promotion-colour.ts';
import { PromotionPopupView, type PromotionPopupModel } from './promotion-popup.view.tsx';

const WEEKEND: PromotionPopupModel = {
  name: 'weekend',
  title: colourSegments('Save [color=#FF3300]59%[/color] this [color=#0b5cff]weekend[/color]'),
  body: 'Every plan, every device.',
  ctaLabel: 'Get the deal',
  ctaHref: '/pricing',
  countdown: { days: '01', hours: '07', minutes: '45', seconds: '09' },
};

function renderPopup(popup: PromotionPopupModel | undefined) {
  const onClose = vi.fn();
  renderWithI18n(<PromotionPopupView popup={popup} onClose={onClose} />);
  return { onClose };
}

describe('PromotionPopupView', () => {
  it('titles the dialog with the text of its coloured segments', () => {
    renderPopup(WEEKEND);
    expect(screen.getByRole('dialog', { name: 'Save 59% this weekend' })).toBeTruthy();
    const heading = screen.getByRole('heading', { name: 'Save 59% this weekend' });
    const coloured = [...heading.querySelectorAll('[data-colour]')].map((span) => [span.textContent, span.getAttribute('data-colour')]);
    expect(coloured).toEqual([
      ['59%', 'red'],
      ['weekend', 'blue'],
    ]);
  });

  it('colours segments without inline styles, which the CSP forbids', () => {
    renderPopup(WEEKEND);
    expect(screen.getByRole('dialog').querySelectorAll('[style]')).toHaveLength(0);
  });

  it('counts down in four labelled two-digit boxes that screen readers are not interrupted by', () => {
    renderPopup(WEEKEND);
    const timer = screen.getByRole('timer', { name: 'Offer ends in' });
    expect(timer.getAttribute('aria-live')).toBe('off');
    expect(within(timer).getAllByRole('listitem').map((box) => box.textContent)).toEqual(['01Days', '07Hours', '45Minutes', '09Seconds']);
  });

  it('leaves the countdown out when there is none', () => {
    renderPopup({ name: 'workday', title: [{ text: 'Pay less this week' }], body: WEEKEND.body, ctaLabel: WEEKEND.ctaLabel, ctaHref: WEEKEND.ctaHref });
    expect(screen.getByRole('dialog', { name: 'Pay less this week' })).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('links its call to action and calls back when closed', async () => {
    const { onClose } = renderPopup(WEEKEND);
    expect(screen.getByRole('link', { name: 'Get the deal' }).getAttribute('href')).toBe('/pricing');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows nothing when no popup is due', () => {
    renderPopup(undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each<[string, PromotionColour]>([
    ['#ff0000', 'red'],
    ['#e11d48', 'red'],
    ['#f60', 'orange'],
    ['#ffd700', 'orange'],
    ['#00aa55', 'green'],
    ['#00bcd4', 'blue'],
    ['#0b5cff', 'blue'],
    ['#8000ff', 'purple'],
    ['#ff1493', 'pink'],
    ['#ffffff', 'neutral'],
    ['#333', 'neutral'],
  ])('maps the markup colour %s onto the palette colour %s', (hex, colour) => {
    expect(promotionColour(hex)).toBe(colour);
  });
});
