import { Module } from '@nestjs/common';
import { ManufacturesModule } from '../../modules/manufactures/manufactures.module';
import { UsersCoreModule } from '../../modules/users/users-core.module';
import { BookmarksController } from './bookmarks.controller';
import { NavigationService } from './navigation.service';

/** The screens a caller may open (the sidebar's menu): bookmarks and the search's "pages" group. */
@Module({ imports: [UsersCoreModule, ManufacturesModule], controllers: [BookmarksController], providers: [NavigationService] })
export class NavigationModule {}
