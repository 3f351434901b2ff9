import { Module } from '@nestjs/common';
import { ManufacturesModule } from '../manufactures/manufactures.module';
import { UsersModule } from '../users/users-admin.module';
import { UsersCoreModule } from '../users/users-core.module';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';

/** The navbar's bookmarks and grouped search: it owns no table and asks the modules that do. */
@Module({ imports: [ManufacturesModule, UsersCoreModule, UsersModule], controllers: [SearchController], providers: [SearchService] })
export class SearchModule {}
