import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';

type BackButtonProps = { label: string } & (
  { to: string; onClick?: never } | { onClick: () => void; to?: never }
);

/**
 * Pressing a button moves focus out of the field being edited first; that blur can insert the
 * field's error message and push the button away before the mouse is released, and the click is
 * lost. Keeping focus where it is until the click lands avoids it (keyboard use is unchanged).
 */
export const keepFocusOnPress = (event: MouseEvent) => event.preventDefault();

/** A quiet "go back" control: a link when it has a destination, else a button. */
export function BackButton({ label, to, onClick }: BackButtonProps) {
  const common = {
    onMouseDown: keepFocusOnPress,
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
