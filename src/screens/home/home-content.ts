import type { ShellIconName } from '../../blocks/shell/shell-icons';

/** One product section of the home page: what Bulktrade does for one part of the trade. */
export type ProductSection = {
  /** The drawer anchor's section id. */
  id: 'online-ordering' | 'inventory' | 'delivery';
  eyebrow: string;
  title: string;
  summary: string;
  points: readonly string[];
  icon: ShellIconName;
};

export const PRODUCT_SECTIONS: readonly ProductSection[] = [
  {
    id: 'online-ordering',
    eyebrow: 'Online Ordering',
    title: 'Your customers order from their phones, any hour',
    summary:
      'Cafés, restaurants and shops see your catalogue with their own prices, order for the next delivery slot and repeat last week’s order in a tap. Standing orders place themselves on schedule.',
    points: [
      'Order sheets and order slots, with cut-off times per zone',
      'Standing orders and order schedules that run by themselves',
      'Customer-specific price tiers, payment terms and automatic lines',
      'Instant orders for phone and counter sales from the sales hub',
    ],
    icon: 'sales',
  },
  {
    id: 'inventory',
    eyebrow: 'Inventory',
    title: 'Stock you can trust, batch by batch',
    summary:
      'Track every product through imports, batches, adjustments and transfers across your locations. Thresholds warn you before you run out, and the stock checker shows what is really on the shelf.',
    points: [
      'Batches with tracking from production to the customer',
      'Stock levels and thresholds per location',
      'Picking, packing and production hubs for the warehouse floor',
      'Supply lines and pointers that link you to your own suppliers',
    ],
    icon: 'stock',
  },
  {
    id: 'delivery',
    eyebrow: 'Delivery',
    title: 'Journeys planned, delivered and proven',
    summary:
      'Dispatch consignments onto journeys, optimise the order of stops, and hand drivers a hub that keeps working with no signal. Customers see when their delivery arrives.',
    points: [
      'Journey and template optimisation within weight and stop limits',
      'A driver hub for phones: stops, pickups and proof of delivery, offline',
      'Your own drivers, a courier company or a 3PL fulfiller',
      'Releases, receivals and delivery archives for every consignment',
    ],
    icon: 'dispatch',
  },
];

/** A subscription plan as the home page describes it; prices are not published. */
export type PlanDescription = { party: string; free: string; full: string; icon: ShellIconName };

export const PLANS: readonly PlanDescription[] = [
  {
    party: 'Customers',
    free: 'Order from your suppliers, set up standing orders, follow deliveries and keep invoices in one place.',
    full: 'Adds the procurement dashboard for buying across all of your suppliers.',
    icon: 'customer-dashboard',
  },
  {
    party: 'Suppliers',
    free: 'Take online orders from your customers with your own products, prices, order slots and invoices.',
    full: 'Adds stock, batches and supply lines, order schedules, 3PL fulfilment and the supplier dashboard.',
    icon: 'supplier-dashboard',
  },
  {
    party: 'Couriers',
    free: 'Take orders from your clients and manage their movements, releases and receivals by zone.',
    full: 'Adds journeys and journey templates, courier actions, and delivery and journey statistics.',
    icon: 'dispatch',
  },
];

/** One card of the Features section. */
export type Feature = { title: string; text: string; icon: ShellIconName };

export const FEATURES: readonly Feature[] = [
  {
    title: 'Works offline',
    text: 'Every screen keeps working with no signal and catches up when the network returns.',
    icon: 'refresh',
  },
  {
    title: 'Installs like an app',
    text: 'Add Bulktrade to a phone, tablet or desktop; it opens instantly and updates itself.',
    icon: 'download',
  },
  {
    title: 'Roles and permissions',
    text: 'Drivers, pickers, packers, sales and office staff each see the tools their role needs.',
    icon: 'account',
  },
  {
    title: 'Invoicing and integrations',
    text: 'Invoices from orders and deliveries, sent on to your accounting, shop and messaging services.',
    icon: 'invoicing',
  },
  {
    title: 'Many companies, one network',
    text: 'Customers, suppliers, couriers and 3PLs trade with each other, or act on behalf of a managed company.',
    icon: 'business',
  },
  {
    title: 'Dashboards and statistics',
    text: 'Customer, procurement and supplier dashboards, and delivery and journey statistics.',
    icon: 'delivery-statistics',
  },
];

/** How to install where the browser offers no install button. */
export const INSTALL_STEPS: readonly { platform: string; steps: string }[] = [
  {
    platform: 'Android, Chrome or Edge',
    steps: 'Open the browser menu and choose Install app (or Add to Home screen).',
  },
  { platform: 'iPhone and iPad', steps: 'Tap Share in Safari, then Add to Home Screen.' },
  {
    platform: 'Windows, macOS and Linux',
    steps: 'Click the install icon at the end of the address bar in Chrome or Edge.',
  },
];
