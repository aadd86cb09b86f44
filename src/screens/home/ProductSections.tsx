import { Grid, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ShellIcon } from '../../blocks/shell/ShellIcon';
import { PRODUCT_SECTIONS, type ProductSection } from './home-content';
import classes from './HomePage.module.css';
import { HomeSection } from './HomeSection';

function ProductBand({ section, index }: { section: ProductSection; index: number }) {
  const titleId = `${section.id}-title`;
  return (
    <HomeSection id={section.id} labelledBy={titleId} tone={index % 2 === 0 ? 'plain' : 'tinted'}>
      <Grid gap={{ base: 24, md: 64 }} align="center">
        <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 1, md: index % 2 === 0 ? 1 : 2 }}>
          <Stack gap="md">
            <span className={classes.iconBadge}>
              <ShellIcon name={section.icon} size={26} />
            </span>
            <Text className={classes.eyebrow}>{section.eyebrow}</Text>
            <Title order={2} id={titleId}>
              {section.title}
            </Title>
            <Text size="lg">{section.summary}</Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 2, md: index % 2 === 0 ? 2 : 1 }}>
          <List
            spacing="md"
            size="md"
            icon={
              <ThemeIcon size={24} radius="xl" variant="light">
                <ShellIcon name="check" size={14} strokeWidth={2.5} />
              </ThemeIcon>
            }
          >
            {section.points.map((point) => (
              <List.Item key={point}>{point}</List.Item>
            ))}
          </List>
        </Grid.Col>
      </Grid>
    </HomeSection>
  );
}

/**
 * The Online Ordering, Inventory and Delivery sections: what the product does for each.
 * @example <ProductSections />
 */
export function ProductSections() {
  return (
    <>
      {PRODUCT_SECTIONS.map((section, index) => (
        <ProductBand key={section.id} section={section} index={index} />
      ))}
    </>
  );
}
