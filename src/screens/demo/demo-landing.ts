import type { TrainingRole } from '../../session/training-api';

/**
 * Where each way into the demo lands: a customer on their dashboard, staff in the office portal.
 * @example DEMO_LANDING.staff // '/office-portal'
 */
export const DEMO_LANDING: Readonly<Record<TrainingRole, string>> = {
  customer: '/dashboard/customer',
  staff: '/office-portal',
};

/** The spec's words for the two ways in (doc 1, section 1). */
export const DEMO_CHOICES: Readonly<Record<TrainingRole, string>> = {
  customer: 'try as a customer',
  staff: 'train staff',
};
