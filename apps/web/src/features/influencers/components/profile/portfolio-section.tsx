import { useCallback, useState } from 'react';
import { Button, Group, Modal, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { InfluencerMessages } from '@collably/shared/messages/influencers';
import { portfolioPostOf } from '@collably/shared/domain/portfolio';
import { ZUpdatePortfolioRequest, type TPortfolio } from '@collably/shared/schemas/influencers';
import { notifyError, notifySuccess } from '@/lib/notify';
import { updatePortfolio } from '../../api/save-profile';
import { PORTFOLIO_NOTICE } from '../../lib/notices';
import { PortfolioEmbed, PortfolioLinkCard } from './portfolio-embed';

const linksOf = (portfolio: TPortfolio | undefined) =>
  [portfolio?.urL1, portfolio?.urL2, portfolio?.urL3].filter((u): u is string => Boolean(u));

type Props = {
  portfolio: TPortfolio | undefined;
  /** The owner or staff may change the three links; staff send the influencer's id. */
  editor?: { userId: number | undefined; onSaved: (portfolio: TPortfolio) => void };
};

/** Portfolio: up to three links shown as embedded frames (spec §2, §5). */
export function PortfolioSection({ portfolio, editor }: Props) {
  const [isEditing, setIsEditing] = useState(false);
  // Frames that showed nothing; they become link cards below the players that work.
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const onFail = useCallback(
    (src: string) => setFailed((set) => (set.has(src) ? set : new Set(set).add(src))),
    [],
  );
  const items = linksOf(portfolio).flatMap((src, i) => {
    const post = portfolioPostOf(src);
    return post ? [{ src, post, index: i }] : [];
  });
  const embeds = items.filter((item) => !failed.has(item.src));
  const cards = items.filter((item) => failed.has(item.src));
  if (items.length === 0 && !editor) return null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          Portfolio
        </Title>
        {editor ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEdit size={14} />}
            onClick={() => setIsEditing(true)}
          >
            Update portfolio
          </Button>
        ) : null}
      </Group>
      {items.length === 0 ? (
        <Text c="dimmed" fz="sm">
          Show brands your best work: add up to three links to reels or videos (Instagram, YouTube or
          Facebook).
        </Text>
      ) : null}
      {embeds.length > 0 ? (
        <SimpleGrid
          cols={{ base: 1, sm: embeds.length > 1 ? 2 : 1, lg: Math.min(embeds.length, 3) }}
          spacing="md"
        >
          {embeds.map((item) => (
            <PortfolioEmbed
              key={item.src}
              src={item.src}
              post={item.post}
              index={item.index}
              onFail={onFail}
            />
          ))}
        </SimpleGrid>
      ) : null}
      {cards.length > 0 ? (
        <SimpleGrid
          cols={{ base: 1, sm: Math.min(cards.length, 2) }}
          spacing="sm"
          mt={embeds.length > 0 ? 'md' : 0}
        >
          {cards.map((item) => (
            <PortfolioLinkCard key={item.src} post={item.post} index={item.index} />
          ))}
        </SimpleGrid>
      ) : null}
      {editor ? (
        <Modal opened={isEditing} onClose={() => setIsEditing(false)} title="Update portfolio">
          {isEditing ? (
            <PortfolioForm
              portfolio={portfolio}
              userId={editor.userId}
              onCancel={() => setIsEditing(false)}
              onSaved={(saved) => {
                setIsEditing(false);
                editor.onSaved(saved);
              }}
            />
          ) : null}
        </Modal>
      ) : null}
    </Paper>
  );
}

const ZPortfolioForm = ZUpdatePortfolioRequest.pick({ URL1: true, URL2: true, URL3: true });

function PortfolioForm({
  portfolio,
  userId,
  onCancel,
  onSaved,
}: {
  portfolio: TPortfolio | undefined;
  userId: number | undefined;
  onCancel: () => void;
  onSaved: (portfolio: TPortfolio) => void;
}) {
  const form = useForm<z.input<typeof ZPortfolioForm>, unknown, z.output<typeof ZPortfolioForm>>({
    resolver: zodResolver(ZPortfolioForm),
    defaultValues: { URL1: portfolio?.urL1 ?? '', URL2: portfolio?.urL2 ?? '', URL3: portfolio?.urL3 ?? '' },
  });
  const saving = useMutation({ mutationFn: updatePortfolio });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async () => {
    const values = form.getValues();
    try {
      const saved = await saving.mutateAsync({
        InfluencerPortfolioId: portfolio?.influencerPortfolioId ?? 0,
        PlateformId: 0,
        URL1: values.URL1,
        URL2: values.URL2,
        URL3: values.URL3,
        UserId: userId,
      });
      notifySuccess(InfluencerMessages.portfolioSaved, { id: PORTFOLIO_NOTICE });
      onSaved(saved);
    } catch (error) {
      notifyError(error, { id: PORTFOLIO_NOTICE });
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          Paste links to your reels or videos. We turn them into players brands can watch here.
        </Text>
        {(['URL1', 'URL2', 'URL3'] as const).map((name, i) => (
          <TextInput
            key={name}
            label={`Portfolio link ${i + 1}`}
            placeholder="https://www.instagram.com/reel/..."
            error={errors[name]?.message}
            {...form.register(name)}
          />
        ))}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
