import { HttpResponse, http } from 'msw';
import { stats, type UserRole, users } from '../fixtures/users';

/**
 * The session calls (platform §7 flow 1) as one role sees them: `/api/user` answers the
 * role's user (401 for a visitor) and `/api/users/stats` the counters.
 */
export function sessionHandlers(role: UserRole, userStats = stats.active) {
  return [
    http.get('/api/user', () =>
      role === 'visitor'
        ? HttpResponse.json({ message: 'Não autenticado' }, { status: 401 })
        : HttpResponse.json(users[role]),
    ),
    http.get('/api/users/stats', () =>
      role === 'visitor'
        ? HttpResponse.json({ message: 'Não autenticado' }, { status: 401 })
        : HttpResponse.json(userStats),
    ),
    http.post('/api/logout', () => HttpResponse.json({ success: true })),
  ];
}
