import { Select, type OptionsFilter, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useProjectChoices } from '../../hooks/use-project-choices';

/** The server has searched the projects (name, code or client): show what it found as it is. */
const asFound: OptionsFilter = ({ options }) => options;

type ProjectSelectProps = Pick<SelectProps, 'label' | 'placeholder' | 'w'> & {
  /** The chosen project's id as written in the URL, or '' for none. */
  value: string;
  onChange: (value: string | null) => void;
  /** Choices read "code · name", for a list whose rows name projects by code. */
  isCodeShown?: boolean;
};

/**
 * A project filter whose projects are searched on the server as the user types, since the list
 * comes 50 a page; clearing it chooses none.
 */
export function ProjectSelect({ value, onChange, isCodeShown, ...props }: ProjectSelectProps) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 300);
  const projects = useProjectChoices(debouncedSearch, value, isCodeShown);
  return (
    <Select
      {...props}
      data={projects}
      value={value || null}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      filter={asFound}
      clearable
      searchable
    />
  );
}
