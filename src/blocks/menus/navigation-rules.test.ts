import { describe, expect, it } from 'vitest';
import { BOTTOM_NAVIGATION_ITEMS, MOBILE_MEDIA_QUERY, showsBottomNavigation } from './bottom-navigation';
import { drawerVariant, isMarketingPath } from './drawer-variant';
import { MARKETING_ANCHORS, anchorBySection } from './marketing-anchors';

describe('bottom navigation', () => {
  it('holds Home, Deliveries and Invoices', () => {
    expect(BOTTOM_NAVIGATION_ITEMS.map((item) => item.label)).toEqual(['Home', 'Deliveries', 'Invoices']);
  });

  it('shows for customer codes below 580 px only', () => {
    expect(showsBottomNavigation({ subscriptionCode: 'CUSTFREE' }, 390)).toBe(true);
    expect(showsBottomNavigation({ subscriptionCode: 'CUST' }, 579)).toBe(true);
    expect(showsBottomNavigation({ subscriptionCode: 'CUST' }, 580)).toBe(false);
    expect(showsBottomNavigation({ subscriptionCode: 'SUPP' }, 390)).toBe(false);
    expect(showsBottomNavigation({ subscriptionCode: 'COURFREE' }, 390)).toBe(false);
    expect(showsBottomNavigation(null, 390)).toBe(false);
    expect(MOBILE_MEDIA_QUERY).toBe('(max-width: 579.98px)');
  });
});

describe('drawerVariant', () => {
  it('gives home and demo the marketing anchors whoever is signed in', () => {
    for (const path of ['/', '/home', '/demo', '/demo/']) {
      expect(drawerVariant(path, { loggedIn: true, training: false })).toBe('marketing');
      expect(drawerVariant(path, { loggedIn: false, training: false })).toBe('marketing');
    }
  });

  it('gives other screens the back-office drawer when logged in or training, otherwise none', () => {
    expect(drawerVariant('/office-portal/customers', { loggedIn: true, training: false })).toBe(
      'back-office',
    );
    expect(drawerVariant('/office-portal', { loggedIn: false, training: true })).toBe('back-office');
    expect(drawerVariant('/privacy-policy', { loggedIn: false, training: false })).toBe('none');
    expect(isMarketingPath('/demonstration')).toBe(false);
  });
});

describe('marketing anchors', () => {
  it("lists the spec's anchors in order, each section on the home page", () => {
    expect(MARKETING_ANCHORS.map((anchor) => anchor.label)).toEqual([
      'Home',
      'Online Ordering',
      'Inventory',
      'Delivery',
      'Pricing',
      'Features',
      'Sign Me Up',
      'Get The App',
      'Demo',
    ]);
    expect(MARKETING_ANCHORS.map((anchor) => anchor.href)).toEqual([
      '/',
      '/#online-ordering',
      '/#inventory',
      '/#delivery',
      '/#pricing',
      '/#features',
      '/#sign-me-up',
      '/#get-the-app',
      '/demo',
    ]);
    expect(anchorBySection('features')?.label).toBe('Features');
    expect(anchorBySection('nowhere')).toBeNull();
  });
});
