<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="merchandise" tilewidth="64" tileheight="64" tilecount="4" columns="4">
 <image source="merchandise.png" width="256" height="64"/>
 <tile id="0">
  <properties>
   <property name="merchandise" value="herring"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="merchandise" value="spices"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="merchandise" value="cloth"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="merchandise" value="wine"/>
  </properties>
 </tile>
</tileset>
