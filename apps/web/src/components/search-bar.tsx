import { useState } from 'react';
import { Button, Group, Paper, Select } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useCategories, usePlatforms } from '@/lib/master-data';

export type BasicSearch = { platformId: number | null; categoryId: number | null };

/** The search bar of home and listing: platform and category, then Search. */
export function SearchBar({
  initial,
  onSearch,
}: {
  initial?: BasicSearch;
  onSearch: (search: BasicSearch) => void;
}) {
  const platforms = usePlatforms();
  const categories = useCategories();
  const [platformId, setPlatformId] = useState<string | null>(
    initial?.platformId ? String(initial.platformId) : null,
  );
  const [categoryId, setCategoryId] = useState<string | null>(
    initial?.categoryId ? String(initial.categoryId) : null,
  );

  return (
    <Paper
      component="form"
      role="search"
      radius="xl"
      p={8}
      shadow="md"
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        onSearch({
          platformId: platformId ? Number(platformId) : null,
          categoryId: categoryId ? Number(categoryId) : null,
        });
      }}
    >
      <Group gap={8} wrap="wrap" justify="center">
        <Select
          aria-label="Platform"
          placeholder="Any platform"
          data={(platforms.data ?? []).map((p) => ({ value: String(p.platformId), label: p.platformName }))}
          value={platformId}
          onChange={setPlatformId}
          clearable
          variant="filled"
          radius="xl"
          style={{ flex: '1 1 160px' }}
        />
        <Select
          aria-label="Category"
          placeholder="Any category"
          data={(categories.data ?? []).map((c) => ({ value: String(c.categoryId), label: c.categoryName }))}
          value={categoryId}
          onChange={setCategoryId}
          searchable
          clearable
          variant="filled"
          radius="xl"
          style={{ flex: '1 1 200px' }}
        />
        <Button type="submit" leftSection={<IconSearch size={18} />} style={{ flex: '0 0 auto' }}>
          Search
        </Button>
      </Group>
    </Paper>
  );
}
