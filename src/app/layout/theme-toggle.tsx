import { Monitor, Moon, Sun } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { THEME_CHOICES, type ThemeChoice } from '../../../shared/theme.ts';
import { useAccessibility } from '../accessibility/accessibility-provider.tsx';
import { useTheme } from '../theme/use-theme.ts';
import { useTranslation } from 'react-i18next';

const ICONS = { system: Monitor, light: Sun, dark: Moon } as const;

function nextChoice(choice: ThemeChoice): ThemeChoice {
  return THEME_CHOICES[(THEME_CHOICES.indexOf(choice) + 1) % THEME_CHOICES.length] ?? 'system';
}

/**
 * The theme button (in the header from small tablets up, in the menu drawer on phones): each press
 * moves system → light → dark → system.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const { choice, choose } = useTheme();
  const { t } = useTranslation();
  const label = (of: ThemeChoice) => t(`theme.${of}`);
  const { announce } = useAccessibility();
  const Icon = ICONS[choice];
  const next = nextChoice(choice);
  return (
    <Button
      variant="outline"
      size="icon"
      className={className}
      aria-label={t('theme.button', { current: label(choice), next: label(next) })}
      title={t('theme.title', { current: label(choice) })}
      data-theme-choice={choice}
      onClick={() => {
        choose(next);
        announce(t('theme.announce', { choice: label(next) }));
      }}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}
