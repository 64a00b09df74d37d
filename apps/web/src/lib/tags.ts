import { TAGS } from '@collably/shared/constants/profile';

/** Tags arrive as JSON text of [{ id, name }] (spec §3); names come from the tag list by id. */
export function parseTags(text: string | null | undefined): { id: number; name: string }[] {
  try {
    const parsed: unknown = JSON.parse(text || '[]');
    if (!Array.isArray(parsed)) return [];
    return (parsed as { id?: unknown }[])
      .map((t) => TAGS.find((tag) => tag.id === Number(t.id)))
      .filter((t): t is (typeof TAGS)[number] => t !== undefined)
      .map((t) => ({ id: t.id, name: t.name }));
  } catch {
    return [];
  }
}
