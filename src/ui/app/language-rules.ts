import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TOKENS } from '../../application/tokens.ts';
import { useInjection } from '../di/container-context.tsx';

/** Applies SPEC §2.1 after every client-side navigation, hash included (the server never sees it). */
export function useLanguageRules(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const choice = useInjection(TOKENS.LanguageChoice);
  useEffect(() => {
    const decision = choice.decide(location);
    if (decision.kind === 'redirect') void navigate(decision.location, { replace: true });
  }, [choice, location, navigate]);
}
