import { DynamicModule, Module } from '@nestjs/common';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { GraphQLModule } from '@nestjs/graphql';
import { LoggerModule } from 'nestjs-pino';
import pino from 'pino';
import type { IncomingMessage } from 'node:http';
import { ConfigModule } from './config/config.module';
import type { Env } from './config/env';
import { DatabaseModule } from './db/database.module';
import { RedisModule } from './redis/redis.module';
import { PubSubModule } from './realtime/pubsub.module';
import { AuthModule } from './auth/auth.module';
import { AuthenticationService } from './auth/authentication.service';
import { graphqlOptions } from './graphql.config';
import { HealthModule } from './health/health.module';
import { UsersCoreModule } from './users/users-core.module';
import { ManufacturesModule } from './manufactures/manufactures.module';
import { NotificationsModule } from './notifications/notifications.module';
import { UsersModule } from './users/users-admin.module';
import { UserGroupsModule } from './user-groups/user-groups.module';
import { MerchantGroupsModule } from './merchant-groups/merchant-groups.module';
import { NotificationSettingsModule } from './notification-settings/notification-settings.module';
import { SearchModule } from './search/search.module';
import { StorageModule } from './storage/storage.module';
import { JobsModule } from './jobs/jobs.module';
import { EventsModule } from './events/events.module';
import { TimelineModule } from './timeline/timeline.module';
import { FilesModule } from './files/files.module';
import { DocumentsModule } from './documents/documents.module';
import { FontsModule } from './fonts/fonts.module';
import { newId } from './common/ids';

export interface AppOptions {
  /** Where to write the generated schema; false keeps it in memory. */
  schemaFile?: string | false;
}

@Module({})
export class AppModule {
  static forRoot(env: Env, options: AppOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(env),
        LoggerModule.forRoot({
          pinoHttp: {
            level: env.LOG_LEVEL,
            // Asynchronous writes keep logging off the request's critical path (nothing is buffered, so a crash loses no line).
            stream: pino.destination({ dest: 1, sync: env.NODE_ENV === 'test' }),
            genReqId: (req: IncomingMessage) => {
              const given = req.headers['x-request-id'];
              return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : newId();
            },
            redact: ['req.headers.authorization', 'req.headers["x-super-token"]', 'req.headers.cookie'],
            autoLogging: { ignore: (req: IncomingMessage) => req.url === '/health' },
            customProps: (req: IncomingMessage) => ({ requestId: (req as IncomingMessage & { id?: string }).id }),
          },
        }),
        DatabaseModule,
        RedisModule,
        PubSubModule,
        AuthModule,
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          inject: [AuthenticationService],
          useFactory: (authentication: AuthenticationService) => graphqlOptions(authentication, options.schemaFile ?? true, env.NODE_ENV === 'production'),
        }),
        HealthModule,
        UsersCoreModule,
        ManufacturesModule,
        NotificationsModule,
        StorageModule,
        JobsModule.forRoot(),
        EventsModule.forRoot(),
        TimelineModule,
        FilesModule,
        DocumentsModule,
        FontsModule,
        UsersModule,
        UserGroupsModule,
        MerchantGroupsModule,
        NotificationSettingsModule,
        SearchModule,
      ],
    };
  }
}
