import { colorsTuple, createTheme, DEFAULT_THEME, type CSSVariablesResolver } from '@mantine/core';

/**
 * Mantine's green 9 (#2b8a3e) is 4.4:1 on white, below WCAG AA for the small text and filled
 * badges that say "available" or "best offer": shades 8 and 9 move one step darker (9 is 6.1:1).
 */
const green = colorsTuple([...DEFAULT_THEME.colors.green.slice(0, 8), '#2b8a3e', '#237032']);

/**
 * Mantine's orange 9 (#d9480f) is 4.3:1 on white, below AA for the small text that flags an
 * unsure match or an estimated conversion: shade 9 moves darker (#c2410c, 5.2:1).
 */
const orange = colorsTuple([...DEFAULT_THEME.colors.orange.slice(0, 9), '#c2410c']);

/** Primary shade 8 keeps white-on-primary and primary-on-white text above WCAG AA (stack.md). */
export const theme = createTheme({
  colors: { green, orange },
  primaryColor: 'indigo',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  focusRing: 'auto',
  cursorType: 'pointer',
  // Someone whose system asks for less motion gets notices, menus and dialogs without fades.
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
  },
});

/** Mantine's default dimmed, placeholder and error greys and reds, and its primary hover, are below AA. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // A hovered subtle button (back links) put indigo 9 on indigo 2, 4.1:1; indigo 1 keeps 5.3:1.
    '--mantine-color-indigo-light-hover': 'var(--mantine-color-indigo-1)',
  },
  dark: {},
});
