import { Button, Card, Divider, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencilPlus } from '@tabler/icons-react';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import { serviceTemplatesFor, type ServiceTemplate } from '../lib/service-templates';

type Props = {
  opened: boolean;
  platformId: number;
  onClose: () => void;
  onUseSample: (template: ServiceTemplate) => void;
  onAddCustom: () => void;
};

/** The service-template chooser (spec §2): sample Story, Feed and Reel, or a custom service. */
export function ServiceTemplateModal({ opened, platformId, onClose, onUseSample, onAddCustom }: Props) {
  const templates = serviceTemplatesFor(platformId);
  return (
    <Modal opened={opened} onClose={onClose} title="Add New Service" size="xl" zIndex={210}>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          Start from a sample and make it yours, or write your own.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {templates.map((t) => (
            <Card key={t.kind} withBorder radius="md" padding="md">
              <Stack gap="xs" h="100%">
                <Text fz="xs" tt="uppercase" fw={700} c="brand.6">
                  Sample {t.kind}
                </Text>
                <Title order={3} fz="md">
                  {t.title}
                </Title>
                <Text fz="sm" c="dimmed" style={{ flex: 1 }}>
                  {t.description}
                </Text>
                <Text fw={700}>{formatRupees(rupeesToPaise(t.price), { whole: true })}</Text>
                <Button
                  variant="light"
                  onClick={() => onUseSample(t)}
                  aria-label={`Edit & Use Sample ${t.kind}`}
                >
                  Edit &amp; Use Sample
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        <Divider label="or" />
        <Group justify="center">
          <Button leftSection={<IconPencilPlus size={18} />} onClick={onAddCustom}>
            Add Custom
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
