import type { Command } from '../../../blocks/hub/command';
import { writes } from '../../../data/write';
import { canSaveStep, companyStepFields, type StepSave } from '../flow';

/** Saves the company step: the company's details and the step's stamp, on its own record. */
export const saveCompany: Command<StepSave> = {
  name: 'save-company',
  label: 'Save And Continue',
  isEnabled: (state) => canSaveStep('company', state),
  perform: (state) => [
    writes.update('companies', state.companyID, companyStepFields(state.values, state.now)),
  ],
};
