import '@mantine/carousel/styles.css';
import { useRef } from 'react';
import { Carousel } from '@mantine/carousel';
import { Box, Image } from '@mantine/core';
import Autoplay from 'embla-carousel-autoplay';

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

/** Logos of brands that hire on Collably, scrolling on their own. */
export function BrandCarousel() {
  const autoplay = useRef(Autoplay({ delay: 2200, stopOnInteraction: false }));
  return (
    <Box component="section" aria-label="Brands on Collably">
      <Carousel
        slideSize={{ base: '50%', sm: '25%', md: '20%' }}
        slideGap="md"
        emblaOptions={{ loop: true, align: 'start' }}
        withControls={false}
        plugins={[autoplay.current]}
      >
        {BRANDS.map((slug) => (
          <Carousel.Slide key={slug}>
            <Image src={`/brands/${slug}.svg`} alt={slug.replace('-', ' ')} h={64} fit="contain" />
          </Carousel.Slide>
        ))}
      </Carousel>
    </Box>
  );
}
