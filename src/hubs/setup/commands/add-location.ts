import type { Command } from '../../../blocks/hub/command';
import { writes } from '../../../data/write';
import { canSaveStep, locationStepFields, type StepSave } from '../flow';

/** Adds a location of the company (its first, or another). */
export const addLocation: Command<StepSave> = {
  name: 'add-location',
  label: 'Save And Continue',
  isEnabled: (state) => canSaveStep('location', state),
  perform: (state) => [
    writes.create('locations', state.newID, locationStepFields(state.values, state.companyID)),
  ],
};
