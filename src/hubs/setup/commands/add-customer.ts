import type { Command } from '../../../blocks/hub/command';
import { writes } from '../../../data/write';
import { canSaveStep, customerStepFields, type StepSave } from '../flow';

/** Adds a customer of the company at its first location. */
export const addCustomer: Command<StepSave> = {
  name: 'add-customer',
  label: 'Save And Continue',
  isEnabled: (state) => canSaveStep('customer', state),
  perform: (state) => [writes.create('customers', state.newID, customerStepFields(state.values, state))],
};
