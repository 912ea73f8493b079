import { describe, expect, it } from 'vitest';
import { environmentForHost } from './environment.ts';

const PRODUCTION = ['www.example.com', 'Example.com'];

describe('environmentForHost (SPEC §4 Environment)', () => {
  it.each([
    ['www.example.com', 'prod'],
    ['WWW.EXAMPLE.COM', 'prod'],
    ['example.com', 'prod'],
    ['example.com:443', 'prod'],
    ['www.example.com:8080', 'prod'],
    [' example.com ', 'prod'],
    ['staging.example.com', 'sandbox'],
    ['example.com.evil.net', 'sandbox'],
    ['evil-example.com', 'sandbox'],
    ['localhost:5173', 'sandbox'],
    ['127.0.0.1', 'sandbox'],
    ['[::1]:3000', 'sandbox'],
    ['', 'sandbox'],
    [':443', 'sandbox'],
  ])('runs %j as %s', (host, environment) => {
    expect(environmentForHost(host, PRODUCTION)).toBe(environment);
  });

  it('compares IPv6 literals without their port', () => {
    expect(environmentForHost('[2001:db8::1]:8443', ['[2001:db8::1]'])).toBe('prod');
    expect(environmentForHost('[2001:db8::1', ['[2001:db8::1'])).toBe('prod');
  });

  it('ignores a port in the production list too', () => {
    expect(environmentForHost('example.com', ['example.com:443'])).toBe('prod');
  });

  it('is always the sandbox without production hosts', () => {
    expect(environmentForHost('www.example.com', [])).toBe('sandbox');
  });

  it('never matches an empty host to an empty production entry', () => {
    expect(environmentForHost('', [''])).toBe('sandbox');
  });
});
