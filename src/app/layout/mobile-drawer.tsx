import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { NavItems } from './nav-items.tsx';

/** The header's links in a side drawer on small screens; loaded when first opened. */
export default function MobileDrawer({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: () => HTMLElement | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Menu"
        placement="right"
        closeLabel="Close menu"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo()?.focus();
        }}
      >
        <nav aria-label="Mobile">
          <NavItems vertical onNavigate={() => onOpenChange(false)} />
        </nav>
      </DialogContent>
    </Dialog>
  );
}
