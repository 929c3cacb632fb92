import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { heygenEndpoints } from '@urosim/contracts';
import { useEffect, useRef, useState } from 'react';
import { apiClient } from '../../api/client';
import type { ChatMessage } from '../case-session/chat-messages';
import { AvatarFace, type AvatarState } from './avatar-face';
import { type HeygenApi, type HeygenAvatar, type HeygenCloseReason, openHeygenAvatar } from './heygen-avatar';
import { lastAudioPeak, speak, type Utterance, unlockAudio } from './speech';
import { mouthAt, type Viseme } from './visemes';
import type { Persona } from './voice-choice';

type Recognition = {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
  start: () => void;
  stop: () => void;
};

const recognitionClass = (): (new () => Recognition) | undefined => {
  const w = window as unknown as Record<string, unknown>;
  return (w.SpeechRecognition ?? w.webkitSpeechRecognition) as (new () => Recognition) | undefined;
};

const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

const heygenApi: HeygenApi = {
  create: (sessionId) => apiClient.call(heygenEndpoints.createSession, { body: { sessionId } }),
  sendText: (avatarSessionId, messageId) =>
    apiClient.call(heygenEndpoints.sendText, { body: { avatarSessionId, messageId } }),
  close: (avatarSessionId) => apiClient.call(heygenEndpoints.closeSession, { body: { avatarSessionId } }),
};

/** Why the video avatar gave way to the in-browser one (shown under the face). */
const HEYGEN_NOTES: Partial<Record<HeygenCloseReason, string>> = {
  timeout: 'The video avatar’s time is up: the in-browser avatar carries on.',
  disconnected: 'The video avatar’s connection dropped: the in-browser avatar carries on.',
  'minutes-spent': 'Your plan’s avatar minutes are spent: the in-browser avatar carries on.',
  failed: 'The video avatar could not start: the in-browser avatar speaks instead.',
};

/** A transcript message id the api can find (a streamed reply's temporary id is not). */
const isStoredId = (id: string) => /^\d{1,18}$/.test(id);

const STATE_TEXT: Record<AvatarState, string> = {
  listening: 'Listening',
  thinking: 'Thinking…',
  speaking: 'Speaking',
};

/**
 * Avatar mode (ADR 0128): the patient as a talking head above the transcript. Each finished reply is
 * spoken (a browser voice, else meSpeak) with the mouth following the speech; the caption shows what
 * is said (the transcript stays the record); push-to-talk puts recognised speech in the message field
 * for correction. Loaded only in avatar mode.
 */
const AvatarStage = ({
  sessionId,
  persona,
  patientName,
  messages,
  isPending,
  isEnabled,
  onRecognised,
}: {
  /** The training session: HeyGen's streaming session is opened for it when HeyGen is configured. */
  sessionId: string;
  persona: Persona;
  patientName: string;
  messages: ChatMessage[];
  isPending: boolean;
  isEnabled: boolean;
  onRecognised: (text: string) => void;
}) => {
  const [viseme, setViseme] = useState<Viseme>('rest');
  const [speaking, setSpeaking] = useState(false);
  const [caption, setCaption] = useState('');
  const [listening, setListening] = useState(false);
  // What spoke last, and its audio's peak (0 when silent): shown as data attributes for checks.
  const [voice, setVoice] = useState<{ engine: string; peak: number }>();
  const [reducedMotion] = useState(prefersReducedMotion);
  const spoken = useRef<Set<string> | null>(null);
  // The reply being spoken ('loading' while the synthesiser prepares it).
  const current = useRef<Utterance | 'loading' | null>(null);
  const mounted = useRef(true);
  const recognition = useRef<Recognition | null>(null);
  const Recognition = typeof window === 'undefined' ? undefined : recognitionClass();

  // HeyGen when the api has it configured (ADR 0132), else (or when it fails) the in-browser avatar.
  const status = useQuery({
    queryKey: ['heygen', 'status'],
    queryFn: ({ signal }) => apiClient.call(heygenEndpoints.status, { signal }),
    staleTime: 60_000,
    retry: false,
  });
  const [heygen, setHeygen] = useState<{ phase: 'off' | 'opening' | 'on'; note?: string }>({ phase: 'off' });
  const [streamReady, setStreamReady] = useState(false);
  const heygenAvatar = useRef<HeygenAvatar | null>(null);
  const heygenTried = useRef(false);
  const video = useRef<HTMLVideoElement | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const wantsHeygen = status.data?.configured === true && heygen.phase !== 'off';
  const decided = status.isError || status.data !== undefined;

  useEffect(() => {
    if (!status.data?.configured || !isEnabled || heygenTried.current) return;
    heygenTried.current = true;
    setHeygen({ phase: 'opening' });
    const back = (reason: HeygenCloseReason) => {
      heygenAvatar.current = null;
      setStreamReady(false);
      if (mounted.current) setHeygen({ phase: 'off', note: HEYGEN_NOTES[reason] });
    };
    openHeygenAvatar({
      api: heygenApi,
      sessionId,
      onStream: (media) => {
        stream.current = media;
        if (video.current) video.current.srcObject = media;
        setStreamReady(true);
      },
      onTalking: () => {},
      onClosed: back,
    })
      .then((avatar) => {
        if (!mounted.current) return void avatar.close();
        heygenAvatar.current = avatar;
        setHeygen({ phase: 'on' });
      })
      .catch((error: { code?: string }) =>
        back(error?.code === 'AVATAR_MINUTES_EXHAUSTED' ? 'minutes-spent' : 'failed'),
      );
  }, [status.data?.configured, isEnabled, sessionId]);

  // The HeyGen session closes when the consultation ends (and when the page is left, below).
  useEffect(() => {
    if (!isEnabled) void heygenAvatar.current?.close('ended');
  }, [isEnabled]);

  // A finished reply from the patient is spoken once; at the start only the opening line is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `speaking` re-runs it when a reply ends
  useEffect(() => {
    const finished = messages.filter(
      (m) => m.sender === 'bot' && !m.isStreaming && m.type !== 'error' && m.text,
    );
    if (spoken.current === null) {
      const hasTrainee = messages.some((m) => m.sender === 'user');
      spoken.current = new Set(finished.slice(0, hasTrainee ? finished.length : 0).map((m) => m.id));
    }
    // Until the api says whether HeyGen speaks, and while its stream opens, the reply waits.
    if (!decided || heygen.phase === 'opening') return;
    const next = finished.find((m) => !spoken.current!.has(m.id));
    if (!next || current.current) return;
    spoken.current.add(next.id);
    setCaption(next.text);
    current.current = 'loading';
    const avatar = heygenAvatar.current;
    const saying =
      avatar && isStoredId(next.id)
        ? Promise.resolve(avatar.speak(next.id, next.text))
        : speak(next.text, persona);
    void saying
      .then((utterance) => {
        if (!mounted.current) return utterance.stop();
        current.current = utterance;
        setVoice({ engine: utterance.engine, peak: utterance.engine === 'mespeak' ? lastAudioPeak : 1 });
        setSpeaking(true);
        let frame = 0;
        const tick = () => {
          if (utterance.engine !== 'heygen') setViseme(mouthAt(utterance.track, utterance.elapsedMs()));
          frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
        void utterance.done.then(() => {
          cancelAnimationFrame(frame);
          current.current = null;
          setViseme('rest');
          setSpeaking(false);
        });
      })
      .catch(() => {
        // No voice at all: the caption and transcript still carry the reply.
        current.current = null;
        setSpeaking(false);
      });
    // `speaking` re-runs this when a reply ends, so one that came in meanwhile is spoken next.
  }, [messages, persona, speaking, decided, heygen.phase]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (current.current && current.current !== 'loading') current.current.stop();
      void heygenAvatar.current?.close('ended');
    };
  }, []);

  // Browsers start audio only after a gesture: the trainee's first key or click unlocks it.
  useEffect(() => {
    const unlock = () => unlockAudio();
    document.addEventListener('pointerdown', unlock);
    document.addEventListener('keydown', unlock);
    return () => {
      document.removeEventListener('pointerdown', unlock);
      document.removeEventListener('keydown', unlock);
    };
  }, []);

  const state: AvatarState = speaking ? 'speaking' : isPending ? 'thinking' : 'listening';

  const startTalking = () => {
    if (!Recognition || listening || !isEnabled) return;
    unlockAudio();
    const r = new Recognition();
    r.lang = 'en-GB';
    r.interimResults = false;
    r.continuous = false;
    r.onresult = (event) => {
      const text = Array.from(event.results)
        .map((result) => result[0]?.transcript ?? '')
        .join(' ')
        .trim();
      if (text) onRecognised(text);
    };
    r.onend = () => setListening(false);
    r.onerror = () => setListening(false);
    recognition.current = r;
    setListening(true);
    r.start();
  };
  const stopTalking = () => recognition.current?.stop();

  return (
    <Box
      component="section"
      aria-label={`${patientName}, avatar`}
      data-testid="avatar-stage"
      data-avatar-state={state}
      data-voice-engine={voice?.engine}
      data-avatar-kind={wantsHeygen ? 'heygen' : 'embedded'}
      data-audio-peak={voice ? voice.peak.toFixed(3) : undefined}
      sx={{
        display: 'grid',
        gap: 1,
        mb: 2,
        gridTemplateColumns: { xs: '1fr', sm: '260px 1fr' },
        alignItems: 'center',
      }}
    >
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        {wantsHeygen && (
          // HeyGen's stream: its speech is captioned beside it (the caption below), as the SVG's is.
          // biome-ignore lint/a11y/useMediaCaption: the live caption next to it carries every word
          <video
            ref={(node) => {
              video.current = node;
              if (node && stream.current && node.srcObject !== stream.current)
                node.srcObject = stream.current;
            }}
            autoPlay
            playsInline
            aria-label={`${patientName}, video`}
            data-testid="heygen-video"
            style={{ width: '100%', maxWidth: 260, borderRadius: 8, display: streamReady ? 'block' : 'none' }}
          />
        )}
        {!(wantsHeygen && streamReady) && (
          <AvatarFace
            viseme={viseme}
            state={state}
            sex={persona.sex}
            age={persona.age}
            manner={persona.manner}
            pain={persona.pain}
            reducedMotion={reducedMotion}
          />
        )}
        {heygen.note && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="heygen-note">
            {heygen.note}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography
          component="p"
          data-testid="avatar-state"
          sx={{ fontWeight: 700, color: state === 'speaking' ? 'primary.main' : 'text.secondary' }}
        >
          {patientName}: {STATE_TEXT[state]}
        </Typography>
        <Box
          role="status"
          aria-live="polite"
          aria-label="Caption"
          data-testid="avatar-caption"
          sx={{ minHeight: 48, p: 1, borderRadius: 1, bgcolor: '#1f2933', color: '#fff', fontSize: '1rem' }}
        >
          {caption || (
            <Box component="span" sx={{ color: '#c5d0db', fontStyle: 'italic' }}>
              Captions of what {patientName} says appear here.
            </Box>
          )}
        </Box>
        {Recognition ? (
          <Button
            variant={listening ? 'contained' : 'outlined'}
            disabled={!isEnabled}
            aria-pressed={listening}
            onPointerDown={startTalking}
            onPointerUp={stopTalking}
            onKeyDown={(event) => {
              if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) {
                event.preventDefault();
                if (listening) stopTalking();
                else startTalking();
              }
            }}
            sx={{ justifySelf: 'start' }}
          >
            {listening ? 'Listening… release to stop' : 'Hold to talk'}
          </Button>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            This browser has no speech recognition: type your questions below.
          </Typography>
        )}
      </Box>
    </Box>
  );
};

export default AvatarStage;
