import { Box } from '@mantine/core';
import classes from './brand-carousel.module.css';

const BRANDS = [
  'chai-point',
  'masala-box',
  'urbankurta',
  'glowveda',
  'pedalpe',
  'zestify',
  'noshnest',
  'fitdesi',
];

const brandName = (slug: string) => slug.replace('-', ' ');

/**
 * Logos of brands that hire on Collably, sliding on their own. CSS moves them (a second, hidden copy of the row
 * closes the loop), so the strip costs no script and measures nothing while the page loads.
 */
export function BrandCarousel() {
  return (
    <Box component="section" aria-label="Brands on Collably" className={classes.viewport}>
      <div className={classes.track}>
        {[false, true].map((isCopy) => (
          <div key={String(isCopy)} className={classes.row} aria-hidden={isCopy || undefined}>
            {BRANDS.map((slug) => (
              <img
                key={slug}
                src={`/brands/${slug}.svg`}
                alt={isCopy ? '' : brandName(slug)}
                width={160}
                height={64}
                loading="lazy"
                className={classes.logo}
              />
            ))}
          </div>
        ))}
      </div>
    </Box>
  );
}
