import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Default primary colours from the spec: #192233 light, #1d5474 dark. */
export const DEFAULT_PRIMARY_LIGHT = '#192233';
export const DEFAULT_PRIMARY_DARK = '#1d5474';

const navy: MantineColorsTuple = [
  '#eef2f8', '#d9dfe9', '#b0bccf', '#8597b4', '#62789d', '#4c6590',
  '#3f5b8b', '#304b79', '#27426c', '#192233',
];

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: { light: 9, dark: 7 },
  colors: { navy },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
});
