import type { BottomNavigationIcon } from '../menus/bottom-navigation';
import type { MenuIconName } from '../menus/hub-menu';

/** Every picture the shell draws: the menu targets plus the top bar's own. */
export type ShellIconName =
  | MenuIconName
  | BottomNavigationIcon
  | 'grid'
  | 'palette'
  | 'sun'
  | 'moon'
  | 'assistant'
  | 'download'
  | 'refresh'
  | 'login'
  | 'logout'
  | 'check'
  | 'bell'
  | 'search'
  | 'portal'
  | 'ordering'
  | 'stock'
  | 'invoicing'
  | 'business'
  | 'items'
  | 'account';

// Circles as paths, so every icon is a list of strokes on a 24x24 grid.
function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
}

const truck = ['M3 6h11v10H3z', 'M14 9h4l3 3v4h-7', circle(7, 18, 2), circle(17, 18, 2)];
const chartBars = ['M5 20V11', 'M12 20V5', 'M19 20v-6', 'M3 20h18'];
const file = ['M14 3H6v18h12V7z', 'M14 3v4h4'];

/**
 * Stroke paths of each icon (24x24, drawn with currentColor), in the line style of the
 * Tabler set; the app ships no icon font so it renders offline and at any size.
 */
export const SHELL_ICON_PATHS: Readonly<Record<ShellIconName, readonly string[]>> = {
  dispatch: truck,
  pickups: ['M4 7l8-4 8 4v10l-8 4-8-4z', 'M4 7l8 4 8-4', 'M12 11v10', 'M16 5l-8 4'],
  driving: [circle(12, 12, 9), circle(12, 12, 2), 'M12 14v7', 'M10 12L3.5 10.5', 'M14 12l6.5-1.5'],
  'journey-optimization': [
    circle(6, 19, 2),
    circle(18, 5, 2),
    'M8 19h8.5a3.5 3.5 0 0 0 0-7h-9a3.5 3.5 0 0 1 0-7H16',
  ],
  'template-optimization': ['M4 4h16v5H4z', 'M4 13h7v7H4z', 'M15 13h5', 'M15 16.5h5', 'M15 20h5'],
  packing: ['M12 3l8 4.5v9L12 21l-8-4.5v-9z', 'M12 12l8-4.5', 'M12 12v9', 'M12 12L4 7.5'],
  picking: [
    'M3.5 5.5l1.5 1.5 2.5-2.5',
    'M3.5 11.5l1.5 1.5 2.5-2.5',
    'M3.5 17.5l1.5 1.5 2.5-2.5',
    'M11 6h9',
    'M11 12h9',
    'M11 18h9',
  ],
  production: ['M3 21h18', 'M4 21V10l5 3v-3l5 3V6h5v15', 'M17 6V3'],
  sales: [
    circle(9, 19, 1.5),
    circle(17, 19, 1.5),
    'M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.6a1 1 0 0 0 1-.8L20 8H6',
  ],
  'order-sheets': ['M9 3h6v3H9z', 'M9 4.5H6V21h12V4.5h-3', 'M9 11h6', 'M9 15h4'],
  'instant-order': ['M13 3L5 14h6l-1 7 8-11h-6z'],
  'stock-checker': [circle(10, 10, 6), 'M15 15l5 5', 'M8 10h4', 'M10 8v4'],
  'stock-balancer': [
    'M12 4v16',
    'M7 20h10',
    'M5 8h14',
    'M5 8l-3 6a3 3 0 0 0 6 0z',
    'M19 8l-3 6a3 3 0 0 0 6 0z',
  ],
  'stock-imports': [...file, 'M12 18v-6', 'M9.5 14.5L12 12l2.5 2.5'],
  training: ['M22 9L12 4 2 9l10 5z', 'M6 11v5c0 1.7 2.7 3 6 3s6-1.3 6-3v-5', 'M22 9v6'],
  'customer-dashboard': [circle(12, 8, 4), 'M5 21v-1a7 7 0 0 1 14 0v1'],
  'procurement-dashboard': ['M6 3h12v18l-3-2-3 2-3-2-3 2z', 'M9 8h6', 'M9 12h6', 'M9 16h3'],
  'supplier-dashboard': ['M3 21h18', 'M5 21V10', 'M19 21V10', 'M3 10l2-6h14l2 6z', 'M9 21v-6h6v6'],
  'delivery-statistics': chartBars,
  'journey-statistics': ['M3 20h18', 'M4 16l5-6 4 3 7-8'],
  home: ['M4 11l8-7 8 7', 'M6 9.5V20h12V9.5', 'M10 20v-5h4v5'],
  deliveries: truck,
  invoices: [...file, 'M12 10v8', 'M14 11.5h-2.5a1.25 1.25 0 0 0 0 2.5h1a1.25 1.25 0 0 1 0 2.5H10'],
  grid: ['M4 4h6v6H4z', 'M14 4h6v6h-6z', 'M4 14h6v6H4z', 'M14 14h6v6h-6z'],
  palette: [
    'M12 3a9 9 0 1 0 0 18c1 0 1.5-.7 1.5-1.5 0-.4-.2-.8-.4-1.1-.3-.3-.4-.6-.4-1 0-.8.7-1.5 1.5-1.5H16a5 5 0 0 0 5-5c0-4.4-4-8-9-8z',
    circle(7.5, 10.5, 1),
    circle(12, 7.5, 1),
    circle(16.5, 10.5, 1),
  ],
  sun: [
    circle(12, 12, 4),
    'M12 2v2',
    'M12 20v2',
    'M4.9 4.9l1.4 1.4',
    'M17.7 17.7l1.4 1.4',
    'M2 12h2',
    'M20 12h2',
    'M4.9 19.1l1.4-1.4',
    'M17.7 6.3l1.4-1.4',
  ],
  moon: ['M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z'],
  assistant: [circle(12, 12, 9), 'M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6', 'M12 17h.01'],
  download: ['M12 4v11', 'M7 10l5 5 5-5', 'M5 20h14'],
  refresh: ['M20 11a8 8 0 1 0-2.3 5.7', 'M20 5v6h-6'],
  login: ['M15 4h4v16h-4', 'M10 8l4 4-4 4', 'M14 12H3'],
  logout: ['M9 4H5v16h4', 'M14 8l4 4-4 4', 'M18 12H9'],
  check: ['M5 12l5 5L20 7'],
  bell: ['M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9', 'M10.3 21a1.94 1.94 0 0 0 3.4 0'],
  search: [circle(10, 10, 6), 'M15 15l5 5'],
  portal: ['M4 4h7v7H4z', 'M13 4h7v4h-7z', 'M13 10h7v10h-7z', 'M4 13h7v7H4z'],
  ordering: ['M9 3h6v3H9z', 'M9 4.5H6V21h12V4.5h-3', 'M9 12l2 2 4-4'],
  stock: ['M4 8l8-4 8 4-8 4z', 'M4 12l8 4 8-4', 'M4 16l8 4 8-4'],
  invoicing: [...file, 'M9 12h6', 'M9 16h6'],
  business: [
    circle(9, 8, 3.5),
    'M3 20v-1a6 6 0 0 1 12 0v1',
    'M16 4.5a3.5 3.5 0 0 1 0 7',
    'M18 14a6 6 0 0 1 3 5v1',
  ],
  items: ['M4 6h16', 'M4 12h16', 'M4 18h10'],
  account: [
    circle(12, 12, 3),
    'M12 2v3',
    'M12 19v3',
    'M2 12h3',
    'M19 12h3',
    'M4.9 4.9l2.1 2.1',
    'M17 17l2.1 2.1',
    'M4.9 19.1L7 17',
    'M17 7l2.1-2.1',
  ],
};
