import { useEffect, useRef, type RefObject } from 'react';
import type { ChallengeWidget } from '../../application/ports/challenge.port.ts';
import { TOKENS } from '../../application/tokens.ts';
import { useInjection } from '../di/container-context.tsx';

/**
 * Mounts the v2 challenge (the "I'm not a robot" box) in the element the ref points at, after hydration;
 * reports each new token (undefined when it expires) and resets the box whenever `resetKey` changes.
 */
export function useChallengeWidget(onToken: (token: string | undefined) => void, resetKey: unknown): RefObject<HTMLDivElement | null> {
  const challenge = useInjection(TOKENS.ChallengePort);
  const container = useRef<HTMLDivElement | null>(null);
  const widget = useRef<ChallengeWidget | undefined>(undefined);
  const report = useRef(onToken);
  report.current = onToken;
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    void challenge.mountV2(element, (token) => report.current(token)).then((mounted) => {
      if (!cancelled) widget.current = mounted;
    });
    return () => {
      cancelled = true;
      element.replaceChildren();
    };
  }, [challenge]);
  useEffect(() => {
    widget.current?.reset();
  }, [resetKey]);
  return container;
}
