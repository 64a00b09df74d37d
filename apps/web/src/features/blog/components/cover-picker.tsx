import { useObjectUrl } from '@/lib/use-object-url';
import { AspectRatio, Box, Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { PICTURE_ACCEPT } from '@collably/shared/schemas/files';
import { fileUrl } from '@/lib/api-client';
import { pictureSizeError } from '@/lib/uploads';

type Props = {
  /** The saved cover's file name, shown until another is chosen or it is removed. */
  savedName: string | null;
  /** A newly chosen picture, uploaded when the post is saved. */
  file: File | null;
  onChoose: (file: File) => void;
  onRemove: () => void;
  error?: string | null;
  onReject: (message: string) => void;
};

/** The post's cover: a 16:9 preview, a button to choose a JPEG/PNG/WebP (max 10 MB) and one to remove it. */
export function CoverPicker({ savedName, file, onChoose, onRemove, error, onReject }: Props) {
  const previewUrl = useObjectUrl(file);
  const src = previewUrl ?? fileUrl(savedName);

  return (
    <Input.Wrapper
      label="Cover picture"
      description="Optional. Shown on the card and above the post."
      error={error}
    >
      <Stack gap="xs" mt={6}>
        <Box maw={360} style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }} bg="gray.1">
          <AspectRatio ratio={16 / 9}>
            {src ? (
              <Image src={src} alt="Cover picture preview" fit="cover" />
            ) : (
              <Text c="dimmed" fz="sm" ta="center">
                No cover picture
              </Text>
            )}
          </AspectRatio>
        </Box>
        <Group gap="xs">
          <FileButton
            accept={PICTURE_ACCEPT}
            inputProps={{ 'aria-label': 'Cover picture file' }}
            onChange={(chosen) => {
              if (!chosen) return;
              const tooLarge = pictureSizeError(chosen);
              if (tooLarge) onReject(tooLarge);
              else onChoose(chosen);
            }}
          >
            {(props) => (
              <Button {...props} variant="light" size="xs" leftSection={<IconPhotoUp size={16} />}>
                {src ? 'Change cover' : 'Choose cover'}
              </Button>
            )}
          </FileButton>
          {src ? (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={16} />}
              onClick={onRemove}
            >
              Remove cover
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
