import { IconAlertTriangle } from '@tabler/icons-react';
import { LOW_CONFIDENCE } from '../utils/quote-draft';

/**
 * What marks a value the reader was unsure of (docs/product-rules.md § Quote review on screen): an
 * icon named "Check this value" inside the field and the same words as the field's description for
 * a screen reader, so the mark is not colour alone. A sure value, or one without a confidence,
 * gets nothing.
 */
export function valueFlag(confidence: number | undefined, label: string) {
  if (confidence === undefined || confidence >= LOW_CONFIDENCE) return {};
  return {
    // A narrow section, so that the value keeps the field's width.
    leftSectionWidth: 24,
    leftSection: (
      <IconAlertTriangle
        size={14}
        role="img"
        aria-label={label}
        color="var(--mantine-color-orange-9)"
      />
    ),
    'aria-description': label,
    'data-flagged': true,
  };
}
