import { useEffect, useRef, useState } from 'react';
import { Box, Group, RangeSlider, Text, UnstyledButton } from '@mantine/core';
import { nearestStepIndex, type SliderFilter } from '@collably/shared/domain/listing-search';

type Props = {
  /** 'Price' or 'Followers': the slider's heading and its thumbs' accessible names. */
  label: string;
  steps: readonly number[];
  value: SliderFilter;
  /** Label of one step (spec §5: k, m, m+). */
  formatStep: (n: number) => string;
  /** Label of a whole range ('₹500 – ₹1k'). */
  formatRange: (range: { min: number; max: number }) => string;
  /** Called when a thumb is let go (or moved by a key), with the filter marked active. */
  onChange: (value: SliderFilter) => void;
  onClear: () => void;
};

/**
 * A range slider over uneven steps (500, 1k, 2k, 5k…): the slider moves over step indices and
 * every label is the step's. It keeps the dragged position locally and reports only on release,
 * so dragging does not search on every pixel.
 */
export function StepRangeSlider({ label, steps, value, formatStep, formatRange, onChange, onClear }: Props) {
  const fromValue: [number, number] = [
    nearestStepIndex(steps, value.min),
    nearestStepIndex(steps, value.max),
  ];
  const valueKey = `${value.isActive}:${value.min}:${value.max}`;
  const [local, setLocal] = useState({ key: valueKey, indices: fromValue });
  if (local.key !== valueKey) setLocal({ key: valueKey, indices: fromValue });
  const [lo, hi] = local.indices;
  const shown = { min: steps[lo], max: steps[hi] };
  // Until moved, the slider filters nothing and says so (issue 13), whatever its thumbs' resting places.
  const isDragging = lo !== fromValue[0] || hi !== fromValue[1];
  const isFiltering = value.isActive || isDragging;

  // Mantine gives the thumbs aria-valuenow (the step index); aria-valuetext says what it means.
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const thumbs = wrapper.current?.querySelectorAll<HTMLElement>('[role="slider"]') ?? [];
    thumbs.forEach((thumb, i) =>
      thumb.setAttribute('aria-valuetext', formatStep(i === 0 ? shown.min : shown.max)),
    );
  });

  return (
    <Box ref={wrapper}>
      <Group justify="space-between" align="baseline" gap="xs" mb={6} wrap="nowrap">
        <Text fw={600} fz="sm">
          {label}
        </Text>
        <Group gap={8} wrap="nowrap">
          <Text fz="sm" fw={isFiltering ? 700 : 500} c={isFiltering ? 'brand.7' : 'dimmed'}>
            {isFiltering ? formatRange(shown) : `Any ${label.toLowerCase()} · drag to filter`}
          </Text>
          {value.isActive ? (
            <UnstyledButton
              onClick={onClear}
              fz="xs"
              c="dimmed"
              td="underline"
              aria-label={`Clear ${label.toLowerCase()} filter`}
            >
              Clear
            </UnstyledButton>
          ) : null}
        </Group>
      </Group>
      <RangeSlider
        min={0}
        max={steps.length - 1}
        step={1}
        // Both thumbs on one step is allowed: at the top it is the open range ('100k+', '10m+').
        minRange={0}
        value={local.indices}
        onChange={(indices) => setLocal({ key: valueKey, indices })}
        onChangeEnd={([a, b]) => onChange({ isActive: true, min: steps[a], max: steps[b] })}
        label={(i) => formatStep(steps[i])}
        marks={steps.map((_, i) => ({ value: i }))}
        thumbFromLabel={`Minimum ${label.toLowerCase()}`}
        thumbToLabel={`Maximum ${label.toLowerCase()}`}
        color={isFiltering ? 'brand' : 'gray.4'}
        size="sm"
        mx={6}
      />
      <Group justify="space-between" mt={6}>
        <Text fz="xs" c="dimmed">
          {formatStep(steps[0])}
        </Text>
        <Text fz="xs" c="dimmed">
          {formatStep(steps[steps.length - 1])}
        </Text>
      </Group>
    </Box>
  );
}
