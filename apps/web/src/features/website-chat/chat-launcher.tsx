import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import { findPublicPage } from '@urosim/contracts';
import { Component, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { CloseIcon } from '../../components/icons';
import { lazyWithPreload } from '../../components/lazy-with-preload';
import { visuallyHidden } from '../../components/visually-hidden';
import { ChatBubbleIcon } from './chat-icons';

// The panel (and its messages) loads when the button is first pointed at or focused, so it costs
// the landing page nothing and is usually there by the time the button is pressed.
const ChatPanel = lazyWithPreload(async () => (await import('./chat-panel')).ChatPanel);
const preloadPanel = () => {
  ChatPanel.preload().catch(() => {
    // Opening the panel tries again, and says so if it still cannot load.
  });
};

/**
 * Keeps a panel that cannot load from taking the page down with it. Kept here, apart from the app's
 * error boundaries (and their reporting, which needs the api client), so that this chunk stays small.
 */
class PanelBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The website assistant could not be loaded', error);
  }

  override render() {
    return this.state.hasError ? this.props.fallback : this.props.children;
  }
}

/** In place of the panel when its code could not be downloaded (a new release, a lost network). */
const PanelLoadError = () => (
  <Box
    role="alert"
    sx={{
      position: 'fixed',
      right: { xs: 8, sm: 24 },
      left: { xs: 8, sm: 'auto' },
      bottom: { xs: 84, sm: 96 },
      maxWidth: { sm: 380 },
      zIndex: (theme) => theme.zIndex.speedDial,
      p: 2,
      borderRadius: 2,
      bgcolor: 'notice.errorPanel.bg',
      color: 'notice.errorPanel.fg',
      border: 1,
      borderColor: 'notice.errorPanel.border',
      boxShadow: 4,
    }}
  >
    The assistant could not be loaded. Please refresh the page to try again.{' '}
    <Button color="inherit" size="small" onClick={() => window.location.reload()} sx={{ fontWeight: 700 }}>
      Refresh Page
    </Button>
  </Box>
);

/**
 * The floating assistant button of the public pages (specification, section 4: the panel opens and
 * closes; a dot shows when a bot reply arrives while it is closed). Once opened, the panel stays
 * mounted while closed, so the conversation and a pending reply survive closing it.
 */
export const ChatLauncher = () => {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const [hasUnread, setHasUnread] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const isOpenRef = useRef(isOpen);
  useEffect(() => {
    isOpenRef.current = isOpen;
  }, [isOpen]);

  const open = () => {
    setHasOpened(true);
    setHasUnread(false);
    setIsOpen(true);
  };
  const close = useCallback(() => {
    setIsOpen(false);
    buttonRef.current?.focus();
  }, []);
  const handleBotReply = useCallback(() => {
    if (!isOpenRef.current) setHasUnread(true);
  }, []);

  return (
    <>
      {hasOpened && (
        <PanelBoundary fallback={isOpen && <PanelLoadError />}>
          <Suspense fallback={null}>
            <ChatPanel isOpen={isOpen} onClose={close} onBotReply={handleBotReply} />
          </Suspense>
        </PanelBoundary>
      )}
      {/* The panel's log is hidden while closed: a reply that arrives then is announced here. */}
      <Box role="status" sx={visuallyHidden}>
        {hasUnread ? 'The UroSim assistant has replied.' : ''}
      </Box>
      <Fab
        ref={buttonRef}
        color="primary"
        onClick={isOpen ? close : open}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        aria-expanded={isOpen}
        aria-haspopup="dialog"
        data-assistant-launcher
        sx={{
          position: 'fixed',
          right: { xs: 16, sm: 24 },
          bottom: { xs: 16, sm: 24 },
          zIndex: (theme) => theme.zIndex.speedDial,
        }}
      >
        {isOpen ? <CloseIcon /> : <ChatBubbleIcon />}
        <Box component="span" sx={visuallyHidden}>
          {isOpen ? 'Close the UroSim assistant' : 'Ask the UroSim assistant'}
          {hasUnread && ' (new reply)'}
        </Box>
        {hasUnread && (
          <Box
            component="span"
            data-testid="chat-unread-dot"
            aria-hidden="true"
            sx={{
              position: 'absolute',
              top: 4,
              right: 4,
              width: 14,
              height: 14,
              borderRadius: '50%',
              bgcolor: 'error.dark',
              border: 2,
              borderColor: 'common.white',
            }}
          />
        )}
      </Fab>
    </>
  );
};

/** The assistant on the public website's pages (section 2), nowhere else. */
export const WebsiteAssistant = ({ pathname }: { pathname: string }) =>
  findPublicPage(pathname) ? <ChatLauncher /> : null;
