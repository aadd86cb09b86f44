import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { appearanceSettingsSchema } from './appearance-settings';

const colours = {
  primary: '#192233',
  accent: '#82B1FF',
  error: '#FF5252',
  info: '#2196F3',
  success: '#4CAF50',
  warning: '#FFC107',
};

describe('appearanceSettingsSchema', () => {
  it('needs both colour sets with all six colours and theme.dark', () => {
    const settings = { light: colours, dark: { ...colours, primary: '#1d5474' }, theme: { dark: true } };
    expect(v.is(appearanceSettingsSchema, settings)).toBe(true);
    const { warning: _warning, ...missingWarning } = colours;
    expect(v.is(appearanceSettingsSchema, { ...settings, dark: missingWarning })).toBe(false);
    expect(v.is(appearanceSettingsSchema, { ...settings, theme: {} })).toBe(false);
  });
});
