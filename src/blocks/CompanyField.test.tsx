import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companyImageUrl } from './company-images';
import { CompanyField } from './CompanyField';
import { LogoAvatar } from './LogoAvatar';
import { renderWithMantine } from './testing/render-with-mantine';

describe('LogoAvatar', () => {
  it('shows the default company icon without a logo', () => {
    renderWithMantine(<LogoAvatar kind="company" name="Acme" src={null} />);
    expect(screen.getByTestId('default-company-icon')).toBeInTheDocument();
  });

  it('shows the default product icon without a logo', () => {
    renderWithMantine(<LogoAvatar kind="product" name="Flour" src="" />);
    expect(screen.getByTestId('default-product-icon')).toBeInTheDocument();
  });

  it('shows the logo when there is one', () => {
    renderWithMantine(<LogoAvatar kind="company" name="Acme" src="https://img/acme.png" />);
    expect(screen.getByRole('img', { name: 'Acme' })).toHaveAttribute('src', 'https://img/acme.png');
  });
});

describe('CompanyField', () => {
  it('shows the logo, the company name and an open-in-new-tab link', () => {
    renderWithMantine(
      <CompanyField companyID="comp2" companyName="Acme Foods" href="/public-company/comp2" />,
    );
    expect(screen.getByText('Acme Foods')).toBeInTheDocument();
    expect(screen.getByTestId('default-company-icon')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Open in new tab' });
    expect(link).toHaveAttribute('href', '/public-company/comp2');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the id while the name is unknown, and no link without an address', () => {
    renderWithMantine(<CompanyField companyID="comp2" companyName={null} />);
    expect(screen.getByText('comp2')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('companyImageUrl', () => {
  it('builds company-logos addresses with the spec suffixes', () => {
    expect(companyImageUrl('https://img.example/', 'comp1', 'logo')).toBe(
      'https://img.example/company-logos/comp1-logo-lg',
    );
    expect(companyImageUrl('https://img.example', 'comp1', 'banner')).toBe(
      'https://img.example/company-logos/comp1-banner',
    );
    expect(companyImageUrl('https://img.example', 'comp1', 'orderingBackground')).toBe(
      'https://img.example/company-logos/comp1-ordering-background',
    );
  });
});
