import type { Command } from '../../../blocks/hub/command';
import { writes } from '../../../data/write';
import { canSaveStep, productStepFields, type StepSave } from '../flow';

/** Adds a product the company sells. */
export const addProduct: Command<StepSave> = {
  name: 'add-product',
  label: 'Save And Continue',
  isEnabled: (state) => canSaveStep('product', state),
  perform: (state) => [
    writes.create('products', state.newID, productStepFields(state.values, state.companyID)),
  ],
};
