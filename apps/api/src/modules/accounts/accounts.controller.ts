import { Body, Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ENV, type Env } from '../../platform/config/env';
import { Access, Public, SignedIn } from '../../platform/auth/access';
import type { AuthCarrier, AuthContext } from '../../platform/auth/auth-context';
import { AccountsService } from './accounts.service';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { TaskSources } from '../../platform/auth/task-sources';
import { TasksRepository } from './tasks.repository';

const client = (req: Request) => ({ ip: req.ip, userAgent: req.get('user-agent') });

/** The sign-in application's routes (spec section 7, Authentication and Demonstration layer). */
@Controller()
export class AccountsController {
  constructor(
    private readonly auth: AccountsService,
    private readonly tasksRepo: TasksRepository,
    private readonly taskSources: TaskSources,
    @Inject(ENV) private readonly env: Env,
  ) {}

  @Post('auth')
  @HttpCode(200)
  @Access(Public())
  async login(@Body() body: unknown, @Req() req: Request) {
    return { data: await this.auth.login(body, client(req)) };
  }

  @Post('api/authenticate/login/user')
  @HttpCode(200)
  @Access(Public())
  async loginUser(@Body() body: unknown, @Req() req: Request) {
    return { data: await this.auth.login(body, client(req)) };
  }

  @Post('api/authenticate/register/user')
  @HttpCode(200)
  @Access(Public())
  async register(@Body() body: unknown, @Req() req: Request) {
    return { data: await this.auth.register(body, client(req)) };
  }

  @Post('api/authenticate/refresh-token')
  @HttpCode(200)
  @Access(Public())
  async refresh(@Req() req: Request) {
    return { data: await this.auth.refresh(req as unknown as AuthCarrier, client(req)) };
  }

  @Post('api/authenticate/logout')
  @HttpCode(200)
  @Access(Public())
  async logout(@Req() req: Request) {
    await this.auth.logout(req as unknown as AuthCarrier);
    return { data: { ok: true } };
  }

  /** The caller's to-do items, newest first. */
  @Get('api/tasks')
  @Access(SignedIn())
  async tasks(@CurrentAuth() auth: AuthContext) {
    // The caller's to-do rows and the modules' live work (design requests assigned to them or waiting on them), newest first.
    const [rows, live] = await Promise.all([this.tasksRepo.newestOf(auth.user.id, 100), this.taskSources.of(auth, 100)]);
    const all = [...live, ...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, 100);
    return { data: all.map((t) => ({ id: t.id, status: t.status, title: t.title, store: { sto_name: t.storeName }, created_at: t.createdAt })) };
  }

  /** What the sign-in pages need before anyone is signed in (the return origins; whether sign-up is open, by invitation or closed). */
  @Get('api/public-config')
  @Access(Public())
  publicConfig() {
    const returnOrigins = this.env.RETURN_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    return { data: { returnOrigins, registration: this.env.REGISTRATION } };
  }
}
