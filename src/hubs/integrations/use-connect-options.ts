import { useEffect, useState } from 'react';
import type { OptionsLoad } from './flow';
import { loadConnectOptions } from './integration-calls';

/**
 * The services this host can connect, asked of the services with the session's token (so it
 * needs a connection); not asked while `ask` is false.
 * @example const load = useConnectOptions(session?.token ?? '');
 */
export function useConnectOptions(token: string, ask = true): OptionsLoad {
  const [load, setLoad] = useState<OptionsLoad>({ status: 'loading' });
  useEffect(() => {
    if (!ask) return;
    let live = true;
    loadConnectOptions(token).then(
      (options) => live && setLoad({ status: 'loaded', options }),
      (error: unknown) =>
        live &&
        setLoad({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [token, ask]);
  return load;
}
