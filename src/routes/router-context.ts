import type { SessionStore } from '../session/session-store';
import type { TrainingApi } from '../session/training-api';

/** What the route guard needs from outside the router. */
export type RouterContext = {
  /** The current session, read at every navigation (no React render in between). */
  sessions: SessionStore;
  training: {
    /** Whether this build has training mode at all. */
    available: boolean;
    load(): Promise<TrainingApi | null>;
  };
};
