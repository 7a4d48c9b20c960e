import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

type BackButtonProps = { label: string } & ({ to: string; onClick?: never } | { onClick: () => void; to?: never });

/** A quiet "go back" control: a link when it has a destination, else a button. */
export function BackButton({ label, to, onClick }: BackButtonProps) {
  const common = {
    variant: 'subtle',
    size: 'sm',
    px: 6,
    leftSection: <IconArrowLeft size={18} aria-hidden />,
    style: { alignSelf: 'flex-start' },
  } as const;
  if (to !== undefined) {
    return (
      <Button component={Link} to={to} {...common}>
        {label}
      </Button>
    );
  }
  return (
    <Button type="button" onClick={onClick} {...common}>
      {label}
    </Button>
  );
}
