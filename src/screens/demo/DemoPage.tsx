import { useSession } from '../../app/session/session-context';
import { useGo } from '../../app/shell/use-go';
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
  const go = useGo();
  return (
    <DemoPanel
      training={trainingMode}
      onEntered={(session, role) => {
        adopt(session);
        go(DEMO_LANDING[role]);
      }}
    />
  );
}
