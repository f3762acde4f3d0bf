import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';

const names = [
  'Royal Purple',
  'Sunset Orange',
  'Azure Sky',
  'Scarlet Flame',
  'Mint Fresh',
  'Indigo Night',
  'Amber Glow',
  'Storm Gray',
  'Tangerine',
  'Forest Emerald',
];

it('/location-headers previews the ten styles of docs/product.md, in order, each with a sample title', async () => {
  renderRoute('/location-headers');
  await screen.findByRole('heading', { level: 1, name: 'Location Header Styles' });

  const previews = screen.getAllByRole('listitem');
  expect(previews.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual(names);
  for (const item of previews) {
    expect(within(item).getByText('Location Dashboard')).toBeInTheDocument();
  }
});
