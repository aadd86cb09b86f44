import { TRAINING_USER_NAME, TRAINING_USER_PASSWORD, trainingUsers } from '../server/seed/training-companies';

/** A canned login of the training data. */
export type TrainingLogin = { userName: string; password: string };

/** The customer user the demo's 'try as a customer' signs in as (Brunswick Street Espresso). */
export const DEMO_CUSTOMER_USER_NAME = 'mia@brunswickstespresso.com.au';

function seededLogin(userName: string): TrainingLogin {
  const user = trainingUsers().find((candidate) => candidate.userName === userName);
  if (user === undefined) throw new Error(`The training data has no user '${userName}'`);
  return { userName: user.userName, password: user.password };
}

/**
 * Who each way into the demo signs in as: staff is comp1's global-admin training user,
 * customer is a user of one of comp1's customers.
 * @example trainingLogins().staff.userName // 'training@bulktrade.app'
 */
export function trainingLogins(): Readonly<Record<'staff' | 'customer', TrainingLogin>> {
  return {
    staff: { userName: TRAINING_USER_NAME, password: TRAINING_USER_PASSWORD },
    customer: seededLogin(DEMO_CUSTOMER_USER_NAME),
  };
}
