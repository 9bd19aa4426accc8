import { describe, expect, it } from 'vitest';
import { formatLessonDuration, lessonVideo, parseLessonDuration } from './video';

describe('lessonVideo', () => {
  it('plays YouTube links from the no-cookie embed, keeping the start time', () => {
    expect(lessonVideo('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({
      kind: 'youtube',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(lessonVideo('https://youtu.be/dQw4w9WgXcQ?t=90')?.src).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90',
    );
    expect(lessonVideo('https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s')?.src).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90',
    );
    expect(lessonVideo('https://www.youtube.com/shorts/dQw4w9WgXcQ')?.kind).toBe('youtube');
    expect(lessonVideo('https://www.youtube.com/embed/dQw4w9WgXcQ')?.kind).toBe('youtube');
  });

  it('plays Vimeo links from the player with do-not-track', () => {
    expect(lessonVideo('https://vimeo.com/76979871')).toEqual({
      kind: 'vimeo',
      src: 'https://player.vimeo.com/video/76979871?dnt=1',
    });
    expect(lessonVideo('https://player.vimeo.com/video/76979871')?.src).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
  });

  it('plays an http(s) MP4 file as it is', () => {
    expect(lessonVideo('https://cdn.example.com/aulas/aula-1.mp4')).toEqual({
      kind: 'mp4',
      src: 'https://cdn.example.com/aulas/aula-1.mp4',
    });
    expect(lessonVideo('http://cdn.example.com/a.MP4')?.kind).toBe('mp4');
  });

  it('refuses anything else', () => {
    for (const address of [
      'javascript:alert(1)//.mp4',
      'ftp://cdn.example.com/a.mp4',
      'data:video/mp4;base64,AAAA',
      'https://example.com/video.webm',
      'https://www.youtube.com/watch?v=curto',
      'https://www.youtube.com/channel/UC123',
      'https://vimeo.com/canal/abc',
      'https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ',
      'https://user:pass@cdn.example.com/a.mp4',
      'não é um link',
      `https://cdn.example.com/${'a'.repeat(500)}.mp4`,
    ]) {
      expect(lessonVideo(address), address).toBeNull();
    }
  });
});

describe('lesson durations', () => {
  it('shows minutes and seconds, and hours when there are', () => {
    expect(formatLessonDuration(245)).toBe('4:05');
    expect(formatLessonDuration(3723)).toBe('1:02:03');
    expect(formatLessonDuration(null)).toBe('');
    expect(formatLessonDuration(0)).toBe('');
  });

  it('reads what staff type', () => {
    expect(parseLessonDuration('12:30')).toBe(750);
    expect(parseLessonDuration('1:02:03')).toBe(3723);
    expect(parseLessonDuration('45')).toBe(45);
    expect(parseLessonDuration('1:75')).toBeNull();
    expect(parseLessonDuration('11:00:00')).toBeNull();
    expect(parseLessonDuration('doze')).toBeNull();
  });
});
