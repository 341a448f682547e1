import { useMessages } from '../../i18n/index.ts';
import type { ToolScreenProps } from '../registry.ts';
import { FromToConverter } from '../_converters/from-to-converter.tsx';
import { weightMessages } from './messages.ts';
import { weightConverter } from './units.ts';

export default function Screen(_props: ToolScreenProps) {
  const names = useMessages(weightMessages);
  return <FromToConverter definition={weightConverter} names={names} />;
}
