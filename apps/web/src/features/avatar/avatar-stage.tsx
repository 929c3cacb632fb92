import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '../case-session/chat-messages';
import { AvatarFace, type AvatarState } from './avatar-face';
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
  persona,
  patientName,
  messages,
  isPending,
  isEnabled,
  onRecognised,
}: {
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
    const next = finished.find((m) => !spoken.current!.has(m.id));
    if (!next || current.current) return;
    spoken.current.add(next.id);
    setCaption(next.text);
    current.current = 'loading';
    void speak(next.text, persona)
      .then((utterance) => {
        if (!mounted.current) return utterance.stop();
        current.current = utterance;
        setVoice({ engine: utterance.engine, peak: utterance.engine === 'mespeak' ? lastAudioPeak : 1 });
        setSpeaking(true);
        let frame = 0;
        const tick = () => {
          setViseme(mouthAt(utterance.track, utterance.elapsedMs()));
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
  }, [messages, persona, speaking]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (current.current && current.current !== 'loading') current.current.stop();
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
      data-audio-peak={voice ? voice.peak.toFixed(3) : undefined}
      sx={{
        display: 'grid',
        gap: 1,
        mb: 2,
        gridTemplateColumns: { xs: '1fr', sm: '260px 1fr' },
        alignItems: 'center',
      }}
    >
      <AvatarFace
        viseme={viseme}
        state={state}
        sex={persona.sex}
        age={persona.age}
        manner={persona.manner}
        reducedMotion={reducedMotion}
      />
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
          {caption || '\u00a0'}
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
