import { useSession } from '../../session/session-context';
import { trainingMode } from '../../app/training/training-mode';
import { DEMO_LANDING } from './demo-landing';
import { DemoPanel } from './DemoPanel';

/**
 * The demo route (/demo): 'try as a customer' and 'train staff' enter training mode, adopt
 * its session and land on the customer dashboard or the office portal.
 * @example createRoute({ path: '/demo', component: DemoPage })
 */
export function DemoPage() {
  const { adopt } = useSession();
  return (
    <DemoPanel
      training={trainingMode}
      onEntered={(session, role) => {
        adopt(session);
        // A full load: entering training deleted the mirror the page had open, so the
        // mirror and the sync worker start again, now under training mode's services.
        window.location.assign(DEMO_LANDING[role]);
      }}
    />
  );
}
