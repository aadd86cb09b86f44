import { Container, List, Stack, Text, Title } from '@mantine/core';
import { LEGAL_PAGES, type LegalPageName } from './legal-texts';

/**
 * A public legal page (privacy policy, terms and conditions): headed sections of plain text.
 * @example <LegalPage name="privacy-policy" />
 */
export function LegalPage({ name }: { name: LegalPageName }) {
  const page = LEGAL_PAGES[name];
  return (
    <Container size="sm" py="md" px="sm">
      <Stack gap="md">
        <Title order={1}>{page.title}</Title>
        <Text c="dimmed" size="sm">
          {page.summary}
        </Text>
        {page.sections.map((section) => (
          <section key={section.heading}>
            <Title order={2} size="h4" mb={4}>
              {section.heading}
            </Title>
            {section.points.length === 1 ? (
              <Text>{section.points[0]}</Text>
            ) : (
              <List spacing={4}>
                {section.points.map((point) => (
                  <List.Item key={point}>{point}</List.Item>
                ))}
              </List>
            )}
          </section>
        ))}
      </Stack>
    </Container>
  );
}

export const PrivacyPolicyPage = () => <LegalPage name="privacy-policy" />;
export const TermsAndConditionsPage = () => <LegalPage name="terms-and-conditions" />;
