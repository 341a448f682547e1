import { useMessages } from '../../i18n/index.ts';
import type { ToolScreenProps } from '../registry.ts';
import { FromToConverter } from '../_converters/from-to-converter.tsx';
import { storageMessages } from './messages.ts';
import { storageConverter } from './units.ts';

export default function Screen(_props: ToolScreenProps) {
  const names = useMessages(storageMessages);
  return <FromToConverter definition={storageConverter} names={names} />;
}
