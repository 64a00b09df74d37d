import { Combobox, Textarea, useCombobox } from '@mantine/core';

export type ServiceOptionGroup = { group: string; items: { value: string; label: string }[] };

type Props = {
  groups: ServiceOptionGroup[];
  value: string | null;
  onChange: (value: string) => void;
};

/**
 * The booking panel's service choice. A select's one-line input cut the price off long titles ('YouTube
 * Integration (60 seconds) · ₹1,…'); this one shows the chosen label on as many lines as it needs. Like Mantine's
 * Select it is a read-only text field (role textbox, name 'Service') that opens a listbox of grouped options.
 */
export function ServiceSelect({ groups, value, onChange }: Props) {
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
    onDropdownOpen: () => combobox.updateSelectedOptionIndex('active'),
  });
  const label = groups.flatMap((g) => g.items).find((i) => i.value === value)?.label ?? '';
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(chosen) => {
        onChange(chosen);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target targetType="button">
        <Textarea
          label="Service"
          placeholder="Choose a service"
          value={label}
          readOnly
          autosize
          minRows={1}
          pointer
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.toggleDropdown()}
          styles={{ input: { resize: 'none', cursor: 'pointer' } }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={320} style={{ overflowY: 'auto' }}>
          {groups.map((g) => (
            <Combobox.Group key={g.group} label={g.group}>
              {g.items.map((item) => (
                <Combobox.Option
                  key={item.value}
                  value={item.value}
                  active={item.value === value}
                  aria-selected={item.value === value}
                >
                  {item.label}
                </Combobox.Option>
              ))}
            </Combobox.Group>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
