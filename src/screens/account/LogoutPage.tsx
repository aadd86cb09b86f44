import { useEffect, useRef } from 'react';
import { useSession } from '../../session/session-context';
import { LoadingPage } from './LoadingPage';

/**
 * /logout: clears all data and cookies and goes home.
 * @example <Anchor href="/logout">Logout</Anchor>
 */
export function LogoutPage() {
  const { logout } = useSession();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout();
  }, [logout]);
  return <LoadingPage text="Signing out" />;
}
